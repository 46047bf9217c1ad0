using System.Collections.Generic;
using System.Threading.Tasks;
using UnityEngine.AddressableAssets;

namespace Lanternfall.Rewards
{
    /// <summary>Season-pass rewards are shipped as an Addressables group.</summary>
    public static class RewardCatalog
    {
        public const string SeasonRewardsKey = "rewards/season-07";

        public static async Task<IList<RewardDefinition>> LoadSeasonAsync()
        {
            var handle = Addressables.LoadAssetsAsync<RewardDefinition>(SeasonRewardsKey, null);
            return await handle.Task;
        }
    }
}
