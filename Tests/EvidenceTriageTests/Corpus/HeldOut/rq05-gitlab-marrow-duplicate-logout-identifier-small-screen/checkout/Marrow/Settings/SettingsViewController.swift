import UIKit

final class SettingsViewController: UITableViewController {
    enum Row { case units, notifications, privacy, connectedAccounts, logOut, deleteAccount }
    private let sections: [[Row]] = [[.units, .notifications], [.privacy, .connectedAccounts], [.logOut, .deleteAccount]]

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section][indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingsCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch row {
        case .units:
            content.text = NSLocalizedString("Use metric units", comment: "")
            cell.accessibilityIdentifier = "settings-units-metric"
        case .notifications:
            content.text = NSLocalizedString("Notifications", comment: "")
            cell.accessibilityIdentifier = "settings-notifications"
        case .privacy:
            content.text = NSLocalizedString("Privacy", comment: "")
            cell.accessibilityIdentifier = "settings-privacy"
        case .connectedAccounts:
            content.text = NSLocalizedString("Connected accounts", comment: "")
            cell.accessibilityIdentifier = "settings-connected-accounts"
        case .logOut:
            content.text = NSLocalizedString("Log Out", comment: "")
            cell.accessibilityIdentifier = "settings-log-out-button"
        case .deleteAccount:
            content.text = NSLocalizedString("Delete Account", comment: "")
            content.textProperties.color = .systemRed
            cell.accessibilityIdentifier = "settings-log-out-button"
        }
        cell.contentConfiguration = content
        return cell
    }
}
