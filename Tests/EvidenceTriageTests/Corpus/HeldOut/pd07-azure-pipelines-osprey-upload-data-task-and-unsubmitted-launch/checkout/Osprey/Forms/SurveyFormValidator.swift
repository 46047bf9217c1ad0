import Foundation

struct SurveyFormValidator {
    enum Issue: Equatable { case siteMissing, photoRequired }
    enum Result: Equatable { case valid, invalid([Issue]) }
    let requirePhoto: Bool

    func validate(_ form: SurveyForm) -> Result {
        var issues: [Issue] = []
        if form.siteID.isEmpty { issues.append(.siteMissing) }
        if requirePhoto && form.photos.isEmpty && form.notes.isEmpty { issues.append(.photoRequired) }
        return issues.isEmpty ? .valid : .invalid(issues)
    }
}
