/** The payment workspace's own address, `/sale-points/:id`: a signed-in start there asks for its code and data at once
 * (signed-in-preload.ts, and index.html's start script: build/signed-in-start-preload.ts). */
export const WORKSPACE_PATH = /^\/sale-points\/([^/]+)\/?$/;
