/// <reference types="vite/client" />

/** The build's id, also in /builds/latest.json (client/vitePlugins.ts). */
declare const __BUILD_ID__: string;
