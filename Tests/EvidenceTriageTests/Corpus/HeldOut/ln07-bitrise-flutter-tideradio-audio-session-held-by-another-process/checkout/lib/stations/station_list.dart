class Station {
  const Station(this.name, this.listeners);
  final String name;
  final int listeners;
}

List<Station> sortByListeners(List<Station> stations) {
  final copy = [...stations];
  copy.sort((a, b) => a.listeners.compareTo(b.listeners));
  return copy;
}
