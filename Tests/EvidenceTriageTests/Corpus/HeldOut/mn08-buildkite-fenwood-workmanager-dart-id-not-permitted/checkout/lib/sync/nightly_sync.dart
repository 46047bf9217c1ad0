import 'package:workmanager/workmanager.dart';

class NightlySync {
  NightlySync(this._wm);
  final WorkmanagerLike _wm;

  // AppDelegate and Info.plist use 'com.fenwood.nightly-sync'; this name was never updated.
  static const taskName = 'nightly-sync';

  Future<void> schedule() => _wm.registerProcessingTask(taskName, taskName,
      initialDelay: const Duration(hours: 8));

  static Future<void> runOnce(NoteStore store, NotesApi api) async {
    final batch = store.takeUnsent();      // removes before the upload succeeds
    await api.upload(batch);
  }
}
