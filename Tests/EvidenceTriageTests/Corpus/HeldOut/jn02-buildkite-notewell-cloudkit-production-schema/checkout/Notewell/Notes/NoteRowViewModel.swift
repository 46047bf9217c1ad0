import Foundation

struct NoteRowViewModel {
    let note: Note
    var calendar = Calendar.current
    var now: () -> Date = Date.init

    var editedLabel: String {
        let days = calendar.dateComponents([.day], from: note.modifiedAt, to: now()).day ?? 0
        switch days {
        case 0: return "Today"
        default: return "\(days) days ago"
        }
    }
}
