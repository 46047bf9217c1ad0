import 'package:live_activities/live_activities.dart';

class LiveActivityService {
  LiveActivityService(this._plugin);

  final LiveActivities _plugin;

  Future<void> init() => _plugin.init(appGroupId: 'group.com.matchday.app');

  /// Starts (or updates) the scoreboard for one match. The plugin stores each
  /// value in the App Group defaults under "<activity id>_<key>".
  Future<String?> showMatch(Match match) {
    return _plugin.createOrUpdateActivity(match.id, {
      'homeTeam': match.home.shortName,
      'awayTeam': match.away.shortName,
      'homeScore': '${match.homeGoals}',
      'awayScore': '${match.awayGoals}',
      'clock': match.clockLabel,
    });
  }
}
