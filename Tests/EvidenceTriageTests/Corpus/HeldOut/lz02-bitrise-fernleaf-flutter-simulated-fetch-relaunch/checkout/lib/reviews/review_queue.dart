import 'review_api.dart';

class Mistake { Mistake(this.subjectId, this.at); final int subjectId; final DateTime at; }

class ReviewQueue {
  ReviewQueue.inMemory();
  final _mistakes = <Mistake>[];
  final _subjects = <int>{};

  void recordMistake({required int subjectId, required DateTime at}) => _mistakes.add(Mistake(subjectId, at));

  Iterable<Mistake> recentMistakes({required DateTime since}) => _mistakes.where((m) => m.at.isAfter(since));

  Future<void> fullRefresh(ReviewApi api) async {
    _subjects..clear()..addAll(await api.subjectIds());
    _mistakes.clear();                     // the local table is rebuilt from the server, which has no mistakes
  }
}
