class InboxThread {
  const InboxThread(this.id, {required this.pinned, required this.updatedAt});
  final String id;
  final bool pinned;
  final DateTime updatedAt;
}

/// Newest first. Pinned threads are supposed to float to the top.
List<InboxThread> sortInbox(List<InboxThread> threads) {
  final sorted = [...threads];
  sorted.sort((a, b) => b.updatedAt.compareTo(a.updatedAt));
  return sorted;
}
