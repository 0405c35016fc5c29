import { parse } from "@formatjs/icu-messageformat-parser";
import postcssRTLCSS from "postcss-rtlcss";
import type { CSSOptions, Plugin } from "vite";
import { isSimpleMessage } from "./src/fields/simpleMessage.ts";

// The message modules of the respondent inputs and the public form page (defineMessages objects).
const MESSAGE_MODULE = /[\\/]client[\\/]src[\\/](fields|public)[\\/](?:[^?]*[\\/])?(?!define)\w+Messages\.ts$/;
const DESCRIPTION = /\bdescription:\s*"(?:[^"\\\n]|\\.)*",?/g;
const DEFAULT_MESSAGE = /\bdefaultMessage:\s*("(?:[^"\\\n]|\\.)*"|[^\s])/g;

/**
 * Ships the respondent messages lean. Descriptions are for translators (`formatjs extract` reads
 * them from the source), so they are dropped. With `precompile`, every default message that is
 * not plain text with {name} arguments becomes its ICU AST, so the page can alias
 * @formatjs/icu-messageformat-parser to its no-parser build (fieldMessageFormatter.ts).
 */
export function respondentMessages({ precompile }: { precompile: boolean }): Plugin {
  return {
    name: "formqr:respondent-messages",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (!MESSAGE_MODULE.test(id)) return null;
      let shipped = code.replace(DESCRIPTION, "");
      if (precompile) {
        shipped = shipped.replace(DEFAULT_MESSAGE, (whole, literal: string) => {
          if (!literal.startsWith('"')) this.error(`${id}: a defaultMessage must be one string literal to be precompiled`);
          const message = JSON.parse(literal) as string;
          return isSimpleMessage(message) ? whole : `defaultMessage: ${JSON.stringify(parse(message))}`;
        });
      }
      return { code: shipped, map: null };
    },
  };
}

/**
 * Right-to-left pages (Arabic, Urdu: <html dir="rtl">) get every left/right rule mirrored by
 * rtlcss: the stylesheets are written once, for left-to-right, and overrides are generated.
 */
export const rtlStyles: CSSOptions = { postcss: { plugins: [postcssRTLCSS({ mode: "override" })] } };

/**
 * The build's id (its time): compiled into the app as __BUILD_ID__ and written to
 * builds/latest.json, which the running app polls to offer a reload after a deploy.
 */
export function buildStamp(): Plugin {
  const id = new Date().toISOString();
  return {
    name: "formqr:build-stamp",
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "builds/latest.json", source: `${JSON.stringify({ timestamp: id })}\n` });
    },
  };
}
