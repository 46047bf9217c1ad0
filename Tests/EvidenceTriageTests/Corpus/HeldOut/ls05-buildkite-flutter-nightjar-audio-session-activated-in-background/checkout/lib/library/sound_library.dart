class Sound {
  const Sound(this.title, this.lastPlayed);
  final String title;
  final DateTime? lastPlayed;
}

/// Library tab: most recently played first, never-played sounds last.
List<Sound> orderedByLastPlayed(List<Sound> sounds) {
  final played = sounds.where((s) => s.lastPlayed != null).toList()
    ..sort((a, b) => a.lastPlayed!.compareTo(b.lastPlayed!));
  final never = sounds.where((s) => s.lastPlayed == null).toList();
  return [...played, ...never];
}
