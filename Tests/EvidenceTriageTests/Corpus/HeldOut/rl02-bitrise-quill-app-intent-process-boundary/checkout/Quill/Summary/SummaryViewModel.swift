import Foundation

@MainActor final class SummaryViewModel: ObservableObject {
    @Published var summaryText = ""
    @Published var placeholder: String? = nil
    private let transcript: String

    init(transcript: String) { self.transcript = transcript }

    func load() async {
        summaryText = transcript.trimmingCharacters(in: .whitespacesAndNewlines)
        if transcript.isEmpty { placeholder = "No summary" }
    }
}
