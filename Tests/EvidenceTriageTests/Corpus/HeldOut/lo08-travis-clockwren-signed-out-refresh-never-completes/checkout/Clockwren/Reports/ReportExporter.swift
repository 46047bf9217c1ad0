import Foundation

final class ReportExporter {
    enum ExportError: Error { case templateMissing }

    private let bundle: Bundle

    init(bundle: Bundle = .main) {
        self.bundle = bundle
    }

    var templateURL: URL? {
        bundle.url(forResource: "ReportTemplate", withExtension: "html", subdirectory: "Reports")
    }

    func renderPDF(for week: WeekReport) throws -> Data {
        guard let url = templateURL else { throw ExportError.templateMissing }
        let html = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "{{rows}}", with: week.htmlRows)
        return try HTMLPDFRenderer().render(html)
    }
}
