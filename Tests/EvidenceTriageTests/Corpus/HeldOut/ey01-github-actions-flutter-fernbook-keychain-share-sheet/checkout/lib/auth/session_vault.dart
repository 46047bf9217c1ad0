import 'package:flutter_secure_storage/flutter_secure_storage.dart';

/// Keeps the session's refresh token in the keychain access group that the
/// app shares with the Fernbook home-screen widget, so the widget extension
/// can refresh its timeline without asking the user to sign in again.
class SessionVault {
  SessionVault._(this._storage);

  factory SessionVault.create() => SessionVault._(const FlutterSecureStorage());

  static const _refreshTokenKey = 'session.refresh_token';

  /// Must match `keychain-access-groups` in every configuration's
  /// entitlements file (Runner.entitlements, RunnerDebug.entitlements).
  static const _iosOptions = IOSOptions(
    groupId: 'K7QH3M2XPD.app.fernbook.shared',
    accessibility: KeychainAccessibility.first_unlock,
  );

  final FlutterSecureStorage _storage;

  Future<void> saveRefreshToken(String token) async {
    await _storage.write(
      key: _refreshTokenKey,
      value: token,
      iOptions: _iosOptions,
    );
  }

  Future<String?> readRefreshToken() =>
      _storage.read(key: _refreshTokenKey, iOptions: _iosOptions);

  Future<void> signOut() =>
      _storage.delete(key: _refreshTokenKey, iOptions: _iosOptions);
}
