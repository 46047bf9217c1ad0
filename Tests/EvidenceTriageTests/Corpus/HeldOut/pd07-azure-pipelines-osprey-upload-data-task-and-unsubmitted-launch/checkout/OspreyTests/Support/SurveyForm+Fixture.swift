@testable import Osprey

extension SurveyForm {
    static func fixture(siteID: String) -> SurveyForm {
        SurveyForm(siteID: siteID, photos: [], notes: "Nest visible from the north bank.")
    }
}
