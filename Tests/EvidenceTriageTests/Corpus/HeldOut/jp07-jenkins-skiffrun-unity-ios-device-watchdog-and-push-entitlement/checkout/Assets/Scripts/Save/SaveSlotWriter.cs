using System.IO;
using UnityEngine;

namespace Skiffrun.Save
{
    public sealed class SaveSlotWriter
    {
        private readonly string _root;
        public SaveSlotWriter(string root) => _root = root;

        public SlotMetadata Autosave(GameState state)
        {
            // SK-1029: write metadata first so the slot list can render while the
            // (large) world blob is still being serialized.
            var meta = new SlotMetadata
            {
                Slot = 0,
                ChapterIndex = state.PendingChapter?.Index ?? 0,
                PlaytimeSeconds = state.PlaytimeSeconds,
            };
            File.WriteAllText(Path.Combine(_root, "slot0.meta.json"), JsonUtility.ToJson(meta));
            state.CommitPendingChapter();
            File.WriteAllBytes(Path.Combine(_root, "slot0.world"), state.SerializeWorld());
            return meta;
        }
    }
}
