import NetworkExtension

struct OnDemandRuleBuilder {
    var trustedSSIDs: [String]

    func rules() -> [NEOnDemandRule] {
        var result: [NEOnDemandRule] = []
        if !trustedSSIDs.isEmpty {
            let trusted = NEOnDemandRuleConnect()
            trusted.interfaceTypeMatch = .wiFi
            trusted.ssidMatch = trustedSSIDs
            result.append(trusted)
        }
        let always = NEOnDemandRuleConnect()
        always.interfaceTypeMatch = .any
        result.append(always)
        return result
    }
}
