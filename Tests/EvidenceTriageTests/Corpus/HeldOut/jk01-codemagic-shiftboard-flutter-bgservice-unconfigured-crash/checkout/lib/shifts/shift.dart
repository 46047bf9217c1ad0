class Shift {
  const Shift({required this.id, required this.start, required this.end, this.role = 'crew'});

  final String id;
  final DateTime start;
  final DateTime end;
  final String role;
}
