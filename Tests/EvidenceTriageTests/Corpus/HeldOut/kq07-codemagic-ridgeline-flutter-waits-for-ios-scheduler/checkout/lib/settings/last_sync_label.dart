import 'package:intl/intl.dart';

String lastSyncLabel(DateTime lastSync) =>
    // 'j' follows the device locale (12-hour on en_US simulators); the design asks for 24 h (RL-288).
    'Last sync ${DateFormat.jm().format(lastSync)}';
