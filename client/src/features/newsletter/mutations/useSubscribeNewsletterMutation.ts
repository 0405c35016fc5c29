import { graphql } from "react-relay";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useSubscribeNewsletterMutation as Mutation } from "./__generated__/useSubscribeNewsletterMutation.graphql.ts";

const mutation = graphql`
  mutation useSubscribeNewsletterMutation($input: SubscribeNewsletterInput!) {
    subscribeNewsletter(input: $input) {
      __typename
    }
  }
`;

export function useSubscribeNewsletterMutation() {
  return usePromiseMutation<Mutation>(mutation);
}
