/// Overtime rule from the staff handbook: a shift of ten hours or more
/// earns the overtime badge.
const int overtimeThresholdMinutes = 10 * 60;

bool qualifiesForOvertime(Duration shift) =>
    shift.inMinutes > overtimeThresholdMinutes;
