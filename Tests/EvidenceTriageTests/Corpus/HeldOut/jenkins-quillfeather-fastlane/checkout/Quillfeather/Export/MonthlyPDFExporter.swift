import UIKit

/// Renders a month of entries to a PDF in the temporary directory for the share sheet.
struct MonthlyPDFExporter {
    let entries: [JournalEntry]

    func export(month: DateInterval, to url: URL) throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
        let data = renderer.pdfData { context in
            for page in JournalPageLayout.pages(for: entries, in: month) {
                context.beginPage()
                page.draw(in: context.pdfContextBounds)
            }
        }
        try data.write(to: url, options: .atomic)
    }
}
