import { describe, expect, it } from "@jest/globals";
import { embedCode } from "./embedCode.ts";

describe("embedCode", () => {
  it("frames the form's public page on the short link's origin, its title escaped", () => {
    expect(embedCode("https://forms.example.com/s/abc1234", "q8Rz2KxAbc", 'Q&A "Spring" <2026>')).toBe(
      '<iframe src="https://forms.example.com/q8Rz2KxAbc" title="Q&amp;A &quot;Spring&quot; &lt;2026&gt;" width="100%" height="800" style="border:0" loading="lazy"></iframe>',
    );
  });
});
