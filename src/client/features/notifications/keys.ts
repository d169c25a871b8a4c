// Query keys of the notifications (issue 21): the list with its unread count (the bell's first page, and the
// notifications page's pages under it, so whatever refreshes the one refreshes the other), and the user's settings.
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  pages: () => [...notificationKeys.list(), 'pages'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
