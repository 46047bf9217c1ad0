/// Tab badge text. Anything above nine shows "9+".
String badgeLabel(int unread) {
  if (unread <= 0) return '';
  return unread > 10 ? '9+' : '$unread';
}
