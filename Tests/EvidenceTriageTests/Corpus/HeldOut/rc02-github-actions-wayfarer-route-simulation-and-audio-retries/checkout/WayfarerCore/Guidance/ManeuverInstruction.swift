struct ManeuverInstruction {
    enum Direction: String { case left, right }
    enum Kind { case turn(Direction), roundabout(exit: Int) }
    let kind: Kind
    let street: String

    var text: String {
        switch kind {
        case .turn(let d):
            return "Turn \(d.rawValue) onto \(street)"
        case .roundabout(let exit):
            return "At the roundabout, take the \(exit) exit onto \(street)"
        }
    }
}
