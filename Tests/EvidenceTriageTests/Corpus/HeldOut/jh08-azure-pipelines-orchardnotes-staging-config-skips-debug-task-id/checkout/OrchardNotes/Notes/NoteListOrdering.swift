import Foundation

enum NoteListOrdering {
  static func sorted(_ notes: [Note]) -> [Note] {
    notes.sorted { $0.modifiedAt > $1.modifiedAt }
  }
}
