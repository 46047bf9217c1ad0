import Foundation

struct SavingsCampaign {
    var name: String
    var goal: Decimal
    var saved: Decimal
    var contributions: Int
}

struct CampaignBudgetViewModel {
    let campaign: SavingsCampaign
    var locale: Locale = .current

    var progressLine: String {
        let saved = campaign.saved.formatted(.number.precision(.fractionLength(2)).locale(locale))
        let goal = campaign.goal.formatted(.number.precision(.fractionLength(2)).locale(locale))
        return "\(saved) of \(goal) saved"
    }

    var contributionsLine: String {
        "\(campaign.contributions.formatted(.number.locale(locale))) contributions"
    }
}
