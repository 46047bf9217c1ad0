import { refreshTasks } from './tasks';

// Pull the latest garden tasks whenever the app comes back to the foreground.
document.addEventListener('resume', () => {
  void refreshTasks('resume');
});
