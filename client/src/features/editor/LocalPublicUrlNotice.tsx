import { FormattedMessage } from "react-intl";
import { useEditor } from "./editorContext.ts";

/** The link's host and the same port on an example address of the local network, for the notice. */
function hostAndExample(shortUrl: string): { host: string; example: string } {
  if (!URL.canParse(shortUrl)) return { host: shortUrl, example: "http://192.168.1.20:3000" };
  const url = new URL(shortUrl);
  return { host: url.host, example: `http://192.168.1.20${url.port ? `:${url.port}` : ""}` };
}

/**
 * The server's PUBLIC_URL is this machine (localhost): every QR code and short link of the form
 * points there, and a phone that scans it finds nothing. Shown on the QR code and Share tabs.
 */
export function LocalPublicUrlNotice() {
  const { shortUrl, publicUrlIsLocal } = useEditor();
  if (!publicUrlIsLocal) return null;
  const { host, example } = hostAndExample(shortUrl);
  return (
    <div className="local-url-notice" role="note">
      <p className="local-url-notice-title">
        <FormattedMessage
          id="editor.localPublicUrlNotice.title"
          defaultMessage="Phones cannot open this QR code yet"
          description="Title of the warning shown when the server's public address is localhost, so QR codes and short links only work on the server's own computer"
        />
      </p>
      <p>
        <FormattedMessage
          id="editor.localPublicUrlNotice.body"
          defaultMessage="The code and the short link point at {host}, which only the computer running FormQR can open. Whoever runs FormQR must set PUBLIC_URL to an address phones can reach, such as {example} on your network or your public https address, and restart it."
          description="Body of the localhost warning; {host} is the address in the links (e.g. localhost:3000), {example} an example address on the local network; PUBLIC_URL is a setting name and stays as it is"
          values={{ host: <code>{host}</code>, example: <code>{example}</code> }}
        />
      </p>
    </div>
  );
}
