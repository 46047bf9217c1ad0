/// Instant-runoff tally for ranked-choice polls.
String? rankedChoiceWinner(List<List<String>> ballots) {
  final remaining = ballots.expand((b) => b).toSet();
  while (remaining.isNotEmpty) {
    final counts = {for (final c in remaining) c: 0};
    for (final ballot in ballots) {
      final top = ballot.firstWhere(remaining.contains, orElse: () => '');
      if (top.isNotEmpty) counts[top] = counts[top]! + 1;
    }
    final total = remaining.length;
    final leader = counts.entries.reduce((a, b) => a.value >= b.value ? a : b);
    if (leader.value * 2 >= total) return leader.key;
    final loser = counts.entries.reduce((a, b) => a.value <= b.value ? a : b);
    remaining.remove(loser.key);
  }
  return null;
}
