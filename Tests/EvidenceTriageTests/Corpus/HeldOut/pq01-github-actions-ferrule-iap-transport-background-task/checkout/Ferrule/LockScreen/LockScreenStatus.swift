enum HMILevel { case none, background, limited, full }
enum LockScreenValue { case off, optional, required }

struct LockScreenStatus {
    let hmiLevel: HMILevel
    let userSelected: Bool
    let driverDistracted: Bool

    var value: LockScreenValue {
        switch hmiLevel {
        case .none: return .off
        case .background: return driverDistracted ? .required : .optional
        case .limited, .full: return userSelected ? .optional : .required
        }
    }
}
