import 'package:shared_preferences/shared_preferences.dart';

/// Drafts are keyed by conversation and saved when the compose box loses focus.
class DraftStore {
  DraftStore(this._prefs);
  final SharedPreferencesAsync _prefs;

  Future<void> save(String conversationKey, String text) =>
      _prefs.setString('draft:$conversationKey', text);

  Future<String?> load(String conversationKey) => _prefs.getString('draft:$conversationKey');
}

// Called from ComposeBox.onFocusChange(false). Backgrounding the app does not
// unfocus the field, so nothing is written on pressHome.
