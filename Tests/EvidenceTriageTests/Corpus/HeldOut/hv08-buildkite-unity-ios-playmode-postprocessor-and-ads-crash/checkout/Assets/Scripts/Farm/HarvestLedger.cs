using UnityEngine;

namespace Gullwing.Farm
{
    /// Counts harvested crops; queued harvests are committed when the app resumes.
    public class HarvestLedger : MonoBehaviour
    {
        public int Total { get; private set; }
        int pending;

        public void QueueHarvest(int count) => pending += count;

        void OnApplicationPause(bool paused)
        {
            if (!paused) Commit();
        }

        void OnApplicationFocus(bool focused)
        {
            if (focused) Commit();
        }

        void Commit()
        {
            Total += pending;
        }
    }
}
