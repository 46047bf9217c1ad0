import Foundation

struct OperatorConfiguration {
    let apiNamespace: String
    let usesPartnerAPI: Bool

    init(account: OperatorAccount) {
        usesPartnerAPI = account.partnerClient != nil
        apiNamespace = usesPartnerAPI ? "/partner/v2" : "/public/v1"
    }
}
