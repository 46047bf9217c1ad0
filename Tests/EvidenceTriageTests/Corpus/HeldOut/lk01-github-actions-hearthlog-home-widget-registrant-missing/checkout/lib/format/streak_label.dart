String streakLabel(int days) {
  if (days <= 0) return 'No streak yet';
  return '$days days in a row';
}
