/** Where the demo backend keeps its data in localStorage (a module of its own: the app's entry reads it). */
export const STORAGE_KEY = 'novaforge-demo-db-v1';
