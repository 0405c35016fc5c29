/** Whether this page came over https: the cookies it sets are then never sent over plain http. */
export function isSecurePage(): boolean {
  return typeof location !== "undefined" && location.protocol === "https:";
}

/** The attributes of a cookie the client sets for the whole site, kept `maxAge` seconds: SameSite=Lax, Secure behind https. */
export function cookieAttributes(maxAge: number, secure: boolean = isSecurePage()): string {
  return `Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
