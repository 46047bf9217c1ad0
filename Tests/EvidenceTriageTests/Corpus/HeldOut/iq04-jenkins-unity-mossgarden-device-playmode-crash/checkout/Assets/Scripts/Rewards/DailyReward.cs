using System;

namespace Mossgarden.Rewards
{
    public static class DailyReward
    {
        /// <summary>True when the player has not claimed a reward since local midnight.</summary>
        public static bool IsAvailable(DateTime lastClaimUtc, DateTime nowUtc)
        {
            return (nowUtc - lastClaimUtc).TotalHours >= 24;
        }
    }
}
