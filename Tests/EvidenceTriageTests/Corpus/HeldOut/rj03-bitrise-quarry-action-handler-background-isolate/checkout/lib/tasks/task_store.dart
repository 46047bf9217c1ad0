import 'package:sqflite/sqflite.dart';

class TaskStore {
  TaskStore._();
  static final instance = TaskStore._();
  Database? _db;

  Future<Database> get db async => _db ??= await openDatabase('tasks.db');

  Future<void> snooze(String taskId, Duration by) async {
    final d = await db;
    await d.rawUpdate('UPDATE tasks SET due = due + ? WHERE id = ?', [by.inSeconds, taskId]);
  }
}
