String badgeLabel(int count) {
  if (count <= 0) return '';
  if (count > 100) return '99+';   // 100 itself prints "100"
  return '$count';
}
