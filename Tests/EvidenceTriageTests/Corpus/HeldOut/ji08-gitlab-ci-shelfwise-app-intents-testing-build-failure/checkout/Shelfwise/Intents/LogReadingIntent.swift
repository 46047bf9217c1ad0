import AppIntents

struct LogReadingIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Reading"

    @Parameter(title: "Book") var book: BookEntity
    @Parameter(title: "Pages", inclusiveRange: (1, 2000)) var pages: Int

    @Dependency private var library: ReadingLibrary

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await library.logPages(pages, for: book.id)
        return .result(dialog: "Logged \(pages) pages of \(book.title).")
    }
}
