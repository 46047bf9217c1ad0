import '../storage/inbox_store.dart';

class BackgroundMessageHandler {
  BackgroundMessageHandler(this.store);
  final InboxStore store;

  Future<void> handle(RemoteMessageLike message) async {
    final title = message.notification?.title;
    if (title == null) return;
    // BUG: no check on message.messageId; a redelivered push is stored twice.
    await store.insert(InboxEntry(id: message.messageId, title: title));
  }
}
