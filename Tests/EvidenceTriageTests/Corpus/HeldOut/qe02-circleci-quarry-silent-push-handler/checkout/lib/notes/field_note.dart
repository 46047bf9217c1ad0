class FieldNote {
  FieldNote(this.title, this.body);
  final String title;
  final String body;

  factory FieldNote.fromInput({required String title, required String body}) {
    return FieldNote(title.trimRight(), body.trim());
  }
}
