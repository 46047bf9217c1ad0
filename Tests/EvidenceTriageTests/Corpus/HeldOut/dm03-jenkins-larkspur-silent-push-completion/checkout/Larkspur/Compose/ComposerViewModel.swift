import Foundation

final class ComposerViewModel: ObservableObject {
    @Published var draft = ""
    @Published var attachments: [URL] = []

    var canSend: Bool {
        !draft.isEmpty || !attachments.isEmpty
    }
}
