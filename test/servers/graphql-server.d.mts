export declare const GRAPHQL_TEST_SDL: string;
export interface GraphqlServer {
  url: string;
  stats: { requests: number };
  close(): Promise<void>;
}
export declare function startGraphqlServer(): Promise<GraphqlServer>;
