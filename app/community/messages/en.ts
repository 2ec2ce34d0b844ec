// The words of the group pages: my group, my groups, creating, renaming and deleting a group, removing a manager.
// English is the source.
export default {
  "group.title": "My group",
  "group.rename": "Rename the group<hidden> {name}</hidden>",
  "group.planTitle": "Plan",
  "group.plan": "Plan",
  "group.notChosen": "Not chosen yet",
  "group.memberLimit": "Member limit",
  "group.limit": "{limit} members",
  "group.members": "Members",
  "group.memberCount": "{count, plural, one {{count} member} other {{count} members}}",
  "group.changePlan": "Change plan",
  "group.billingDetails": "Billing details",
  "group.managersTitle": "Managers",
  "group.managersText":
    "Managers can see, remove and invite members, make and edit bars, pay and change plans, and remove other managers.",
  "group.search": "Search managers by name or email",
  "group.you": "(you)",
  "group.notJoined": "(not joined yet)",
  "group.cannotDemote": "You cannot demote yourself",
  "group.removeManager": "Remove {name} as manager",
  "group.pages": "Pages of managers",
  "group.allGroups": "All your groups",

  "groups.title": "My groups",
  "groups.none": "You are not in any group yet.",
  "groups.manager": "You manage this group.",
  "groups.member": "You are a member of this group.",
  "groups.active": "This is the group you are working in now.",
  "groups.visit": "Visit<hidden> {name}</hidden>",
  "groups.delete": "Delete<hidden> {name}</hidden>",
  "groups.create": "Create a group",

  "new.title": "Create a group",
  "new.done": "Your group {name} is ready.",
  "new.intro": "You will be the manager of the new group. It starts on the free Standard plan.",
  "new.submit": "Create group",
  "name.label": "Group name",

  "rename.title": "Rename the group",
  "rename.done": "Successfully saved",
  "rename.submit": "Save name",
  "rename.hint": "Your members see this name.",

  "delete.label": "Delete the group",
  "delete.done": "The group {name} was deleted.",
  "delete.title": "Delete {name}?",
  "delete.text":
    "The group, its members, their bars and its billing are deleted, and its subscription is cancelled. This cannot be undone.",

  "remove.label": "Remove as manager",
  "remove.done": "{name} is no longer a manager.",
  "remove.self": "You cannot demote yourself",
  "remove.notManager": "{name} is not a manager of {group}.",
  "remove.back": "Back to your group",
  "remove.title": "Remove {name} as manager?",
  "remove.text":
    "{name} will no longer be able to manage {group}: they will not see or change its members, bars or plan. They stay in the group as a member.",
  "remove.submit": "Remove",
} as const;
