import 'package:sqflite/sqflite.dart';

/// Directory lookups, injectable for tests.
class JournalPaths {
  const JournalPaths();

  Future<String> databasesDir() => getDatabasesPath();

  /// iOS: a directory created without file protection (sqflite's iOS-only entry point),
  /// so a database in it can be opened while the device is locked.
  Future<String> unprotectedDir() => databaseFactory.createUnprotectedDatabasesDirectory();
}
