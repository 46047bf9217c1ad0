/// Replies typed into a notification action, waiting for the outbox.
class DraftQueue {
  DraftQueue.inMemory();

  final List<(String threadId, String body)> pending = [];

  void enqueueReply(String threadId, String body) {
    if (body.trim().isEmpty) return;
    pending.add((threadId, body));
  }
}
