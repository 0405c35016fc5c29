/** The message of a payload's error member (NotFoundError, ValidationError…), else its type name. */
export function payloadMessage(payload: { readonly __typename: string }): string {
  return "message" in payload && typeof payload.message === "string" ? payload.message : payload.__typename;
}
