import 'message.dart';

/// Merges one server page into the local inbox. The server never returns
/// drafts, so local drafts must always survive a merge.
List<Message> mergeInboxPage({
  required List<Message> local,
  required List<Message> page,
}) {
  if (page.isEmpty) {
    // Nothing new on the server: nothing to merge.
    return const [];
  }
  final drafts = local.where((m) => m.isDraft);
  return [...drafts, ...page];
}
