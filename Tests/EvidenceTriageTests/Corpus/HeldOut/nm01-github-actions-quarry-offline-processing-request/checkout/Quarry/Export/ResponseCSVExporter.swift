import Foundation

struct ResponseCSVExporter {
    func header(for survey: Survey) -> String { survey.fields.joined(separator: ",") }

    func row(for response: SurveyResponse) -> String {
        [response.site, response.observer, response.notes].joined(separator: ",")
    }
}
